import Foundation

StandardStreams.ignoreBrokenPipes()
let arguments = Array(CommandLine.arguments.dropFirst())
if let notifier = BackgroundSession.requested() {
    exit(await BackgroundSession.run(arguments, notifier: notifier))
}
exit(await DictateCommand.main(arguments))
