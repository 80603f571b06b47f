import DanshuTestSupport

/// The hand-written journals of `DanshuTestSupport`, under the name these tests use.
typealias Fixture = JournalText
