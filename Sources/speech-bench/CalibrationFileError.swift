/// A `--cost` file that could not be read, named so the user can rerun `speech-bench calibrate`.
struct CalibrationFileError: Error, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String {
        let reason = reason.hasSuffix(".") ? String(reason.dropLast()) : reason
        return "cannot read calibration \(path): \(reason); is it a file written by 'speech-bench calibrate'?"
    }
}
