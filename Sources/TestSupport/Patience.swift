/// How long a test waits for something that should happen before calling it a failure.
///
/// The whole suite runs in one process on two cores, and in its first half-minute hundreds of tests
/// start at once: a reaction that takes milliseconds alone has taken more than 15 s to arrive in a CI
/// run. A passing test never waits this long, so it can be generous; only the checks that something
/// does *not* happen keep short windows of their own.
public let patience: Duration = .seconds(90)

