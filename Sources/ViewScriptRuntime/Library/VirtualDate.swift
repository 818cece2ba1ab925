extension Interpreter {
    /// The simulated device's current date, in seconds since 1970: `Date()` at the virtual
    /// clock's current time (the layers above schedule on it, e.g. a `TimelineView`).
    public var virtualDateSeconds: Double { DateObject.now(self).secondsSince1970 }
}
