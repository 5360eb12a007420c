import Foundation
import SpeechEngine

// Before anything else: whisper.cpp's threads must wait without spinning (see WaitPolicy).
WaitPolicy.becomePassive()

StandardStreams.ignoreBrokenPipes()
exit(await DictateCommand.main(Array(CommandLine.arguments.dropFirst())))
