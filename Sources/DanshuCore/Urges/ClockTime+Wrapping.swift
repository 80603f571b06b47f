extension ClockTime {
    /// The time `minutes` after midnight wrapped into one day (1,440 is midnight again, -1 is 23:59): what a clock reads
    /// is always a time, so its reading needs no failure.
    public init(wrapping minutes: Int) {
        self.minutes = (minutes % Self.minutesPerDay + Self.minutesPerDay) % Self.minutesPerDay
    }
}
