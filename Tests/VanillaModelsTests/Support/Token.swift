/// An object whose only job is to be captured, so a test can tell when it is released.
final class Token {}
