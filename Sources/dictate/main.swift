import Foundation
import SpeechEngine

// Before anything else: whisper.cpp's threads must wait without spinning (see WaitPolicy).
WaitPolicy.becomePassive()

StandardStreams.ignoreBrokenPipes()
let arguments = Array(CommandLine.arguments.dropFirst())
if FocusHandoff.isRequested() {
    exit(await HandoffDelivery.run(arguments))
}
if let notifier = BackgroundSession.requested() {
    exit(await BackgroundSession.run(arguments, notifier: notifier))
}
exit(await DictateCommand.main(arguments))
