import Foundation

StandardStreams.ignoreBrokenPipes()
exit(await DictateCommand.main(Array(CommandLine.arguments.dropFirst())))
