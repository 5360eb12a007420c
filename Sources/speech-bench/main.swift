import Foundation

exit(await SpeechBench.main(Array(CommandLine.arguments.dropFirst())))
