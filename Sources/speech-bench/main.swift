import Foundation
import SpeechEngine

// Before anything else: whisper.cpp's threads must wait without spinning (see WaitPolicy).
WaitPolicy.becomePassive()

exit(await SpeechBench.main(Array(CommandLine.arguments.dropFirst())))
