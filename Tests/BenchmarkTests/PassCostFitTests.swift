import Foundation
import Testing
import Benchmark
import SpeechEngine
import TestSupport

@Suite(.ownThread) struct PassCostFitTests {
    private let truth = PassCostModel(fixedSeconds: 0.04, secondsPerFrame: 0.0003, secondsPerTokenBeam: 0.002)

    /// Passes of varied context, tokens and beams, timed exactly as `model` says plus `noise(i)`.
    private func passes(_ model: PassCostModel, noise: (Int) -> Double = { _ in 0 }) -> [PassWork] {
        [(128, 10, 1), (256, 25, 1), (384, 18, 5), (1_500, 40, 5), (640, 30, 2), (192, 5, 1), (1_500, 12, 1)]
            .enumerated().map { index, shape in
                var work = PassWork(audioContext: shape.0, tokens: shape.1, beams: shape.2, audioSeconds: 1, measuredSeconds: 0)
                work.measuredSeconds = model.seconds(for: work) + noise(index)
                return work
            }
    }

    @Test func recoversTheCoefficientsOfExactPasses() throws {
        let fit = try #require(PassCostFit(passes(truth)))
        #expect(abs(fit.model.fixedSeconds - 0.04) < 1e-9)
        #expect(abs(fit.model.secondsPerFrame - 0.0003) < 1e-12)
        #expect(abs(fit.model.secondsPerTokenBeam - 0.002) < 1e-11)
        #expect(abs(fit.rSquared - 1) < 1e-9)
        #expect(fit.maxResidualSeconds < 1e-9)
        #expect(fit.passes == 7)
    }

    @Test func reportsTheResidualsOfNoisyPasses() throws {
        let fit = try #require(PassCostFit(passes(truth) { $0.isMultiple(of: 2) ? 0.01 : -0.01 }))
        #expect(fit.rSquared < 1)
        #expect(fit.rSquared > 0.9)
        #expect(fit.rmsResidualSeconds > 0.005)
        #expect(fit.maxResidualSeconds >= fit.rmsResidualSeconds)
    }

    @Test func aScaledModelChargesEveryPassThatManyTimes() {
        let model = PassCostModel(fixedSeconds: 0.04, secondsPerFrame: 0.0003, secondsPerTokenBeam: 0.002,
                                  secondsPerTokenBeamFrame: 1e-6, secondsPerTokenSquared: 2e-6)
        for work in passes(model) {
            #expect(abs(model.scaled(by: 1.5).seconds(for: work) - 1.5 * model.seconds(for: work)) < 1e-12)
            #expect(abs(model.scaled(by: 0.5).seconds(for: work) - 0.5 * model.seconds(for: work)) < 1e-12)
        }
    }

    @Test func passesThatAllVaryTogetherDetermineNoModel() {
        // Beams never vary from tokens, and context is always the same: the terms cannot be told apart.
        let alike = (1...5).map { PassWork(audioContext: 256, tokens: $0, beams: 1, audioSeconds: 1, measuredSeconds: 0.1 * Double($0)) }
        #expect(PassCostFit(alike) == nil)
        #expect(PassCostFit(Array(passes(truth).prefix(2))) == nil)
    }

    @Test func aRetriedStepCostsWhatAKeptTokenOfOneBeamCosts() {
        let model = PassCostModel(fixedSeconds: 0.04, secondsPerFrame: 0.0003, secondsPerTokenBeam: 0.002,
                                  secondsPerTokenBeamFrame: 1e-6)
        let once = PassWork(audioContext: 1_500, tokens: 20, beams: 5, audioSeconds: 4, measuredSeconds: 0)
        let retried = PassWork(audioContext: 1_500, tokens: 20, beams: 5, retriedSteps: 60, audioSeconds: 4, measuredSeconds: 0)
        let perStep = 0.002 + 1e-6 * 1_500
        #expect(abs(model.seconds(for: retried) - model.seconds(for: once) - 60 * perStep) < 1e-12)
    }

    @Test func workRecordedBeforeRetriesWereCountedReadsAsNone() throws {
        let json = #"{"audioContext":256,"tokens":9,"beams":1,"audioSeconds":1.5,"measuredSeconds":0.2}"#
        let work = try JSONDecoder().decode(PassWork.self, from: Data(json.utf8))
        #expect(work == PassWork(audioContext: 256, tokens: 9, beams: 1, audioSeconds: 1.5, measuredSeconds: 0.2))
        let again = try JSONDecoder().decode(PassWork.self, from: JSONEncoder().encode(
            PassWork(audioContext: 256, tokens: 9, beams: 1, retriedSteps: 40, audioSeconds: 1.5, measuredSeconds: 0.2)))
        #expect(again.retriedSteps == 40)
    }

    @Test func chargesNeverGoBelowZero() {
        let model = PassCostModel(fixedSeconds: -1, secondsPerFrame: 0, secondsPerTokenBeam: 0)
        #expect(model.seconds(for: PassWork(audioContext: 1, tokens: 1, beams: 1, audioSeconds: 1, measuredSeconds: 1)) == 0)
        #expect(model.clock.charge(PassWork(audioContext: 1_500, tokens: 0, beams: 1, audioSeconds: 1, measuredSeconds: 9)) == 0)
    }

    @Test func calibrationRoundTripsThroughItsFile() throws {
        let calibration = try #require(Calibration(passes: passes(truth), model: "tiny.en", threads: 2,
                                                   loadBefore: 1.5, loadAfter: 2, date: Date(timeIntervalSince1970: 0)))
        let read = try Calibration(json: calibration.jsonData())
        #expect(read == calibration)
        #expect(read.date == "1970-01-01T00:00:00Z")
        #expect(read.fit.model.secondsPerFrame > 0)
    }

    /// All five terms at once, the squared one among them.
    private let fullTruth = PassCostModel(fixedSeconds: 0.05, secondsPerFrame: 0.0009, secondsPerTokenBeam: 0.004,
                                          secondsPerTokenBeamFrame: 1.2e-6, secondsPerTokenSquared: 6e-5)

    @Test func recoversTheSquaredTermWithTheOthers() throws {
        let fit = try #require(PassCostFit(passes(fullTruth)))
        #expect(abs(fit.model.secondsPerTokenSquared - 6e-5) < 1e-12)
        #expect(abs(fit.model.secondsPerTokenBeamFrame - 1.2e-6) < 1e-12)
        #expect(abs(fit.model.fixedSeconds - 0.05) < 1e-9)
        #expect(fit.maxResidualSeconds < 1e-9)
    }

    /// A calibration as written before the squared term: its model has no such key.
    private func olderCalibration() throws -> (Calibration, Data) {
        let current = try #require(Calibration(passes: passes(fullTruth), model: "tiny.en", threads: 2,
                                               loadBefore: 0.7, loadAfter: 2.2, date: Date(timeIntervalSince1970: 0)))
        var json = try #require(JSONSerialization.jsonObject(with: current.jsonData()) as? [String: Any])
        var fit = try #require(json["fit"] as? [String: Any])
        var model = try #require(fit["model"] as? [String: Any])
        model["secondsPerTokenSquared"] = nil
        fit["model"] = model
        json["fit"] = fit
        let data = try JSONSerialization.data(withJSONObject: json)
        return (try Calibration(json: data), data)
    }

    @Test func anOlderFileChargesNothingForTheSquaredTermUntilRefitted() throws {
        let (older, _) = try olderCalibration()
        #expect(older.fit.model.secondsPerTokenSquared == 0)
        let refitted = try #require(older.refitted())
        #expect(abs(refitted.fit.model.secondsPerTokenSquared - 6e-5) < 1e-12)
        #expect(refitted.passes == older.passes)
        #expect(refitted.date == older.date && refitted.machine == older.machine && refitted.loadBefore == 0.7)
        #expect(try Calibration(json: refitted.jsonData()) == refitted)
    }
}
