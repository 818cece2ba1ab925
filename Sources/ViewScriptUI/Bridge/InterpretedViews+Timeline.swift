import ViewScriptRuntime
import ViewScriptSyntax

/// `TimelineView(schedule) { context in content }` on the virtual clock: the content is
/// evaluated with a context whose `date` is the schedule's entry, first when the view appears,
/// then again at each entry the clock reaches (`advance`), and never on the real clock. The
/// updates are a job on the executor that stops when the view disappears.
/// - `.periodic(from: start, by: interval)`: entries `start + k × interval` (Apple: "The
///   timeline view updates its content at the start date, and then again at dates separated in
///   time by the interval amount"); the first date is the last entry not after now.
/// - `.everyMinute`: "The schedule provides the first date as the beginning of the minute in
///   which you use it to initialize the timeline view", then the start of every minute.
/// - `.animation`, `.animation(minimumInterval:paused:)`: every frame (1/60 s) or every
///   `minimumInterval` (on a grid from the epoch); nothing while `paused` is true.
/// - `.explicit(dates)`: each date still to come.
extension InterpretedViews {
    /// The update times of a schedule, in seconds since 1970.
    enum TimelineSchedule {
        case periodic(start: Double, interval: Double)
        case explicit([Double])
        case paused
    }

    func timelineView(_ arguments: [Value], _ labels: [String?]) throws -> ViewElement {
        guard let scheduleValue = arguments.first, let content = arguments.last, content.asFunction != nil else {
            throw interpreter.failure(.notSimulated("TimelineView without a schedule and a content closure"), at: range)
        }
        let schedule = try timelineSchedule(scheduleValue)
        let interpreter = self.interpreter
        let range = self.range
        // Where a preview that never goes idle points: the content closure (views keep no position).
        var contentRange = range
        if case .user(let definition, _, _)? = content.asFunction?.kind { contentRange = definition.range }
        let state = StateDeclaration("date") { .date(secondsSince1970: schedule.latestEntry(atOrBefore: interpreter.virtualDateSeconds)) }
        let fields = [UserView.Field("schedule", scheduleValue), UserView.Field("content", content)]
        return .user(UserView("TimelineView", fields: fields, state: [state]) { context in
            let date = context.state("date")
            let timelineContext = TimelineContext(date: date.value, cadence: schedule.cadence)
            let body = try InterpretedViews(interpreter: interpreter, at: range, context: context.controlContext)
                .element(try interpreter.callClosure(content, [.native(timelineContext)], at: range))
            let updates: TaskAction = {
                let job = TimelineJob(interpreter, schedule, at: contentRange) { seconds in date.value = .date(secondsSince1970: seconds) }
                return TaskCancellation { job.cancel() }
            }
            // A new schedule (`paused:` changed) restarts the updates.
            return .modified(.container(.vStack, [body]), .task(id: .string("\(schedule)"), updates))
        })
    }

    private func timelineSchedule(_ value: Value) throws -> TimelineSchedule {
        let now = interpreter.virtualDateSeconds
        guard case .native(let object) = value, let symbol = object as? SymbolValue else {
            throw interpreter.failure(.notSimulated("this TimelineView schedule (a custom TimelineSchedule)"), at: range)
        }
        let member = symbol.member ?? String(symbol.name.split(separator: ".").last ?? "")
        func argument(_ label: String) -> Value? { symbol.labels.firstIndex(of: label).map { symbol.arguments[$0] } }
        switch member {
        case "periodic":
            let start = argument("from").flatMap(\.dateSecondsSince1970) ?? now
            guard let interval = argument("by").flatMap(Self.number), interval > 0 else {
                throw interpreter.failure(.typeMismatch("periodic(from:by:) needs a positive interval"), at: range)
            }
            return .periodic(start: start, interval: interval)
        case "everyMinute":
            return .periodic(start: 0, interval: 60)
        case "animation":
            if argument("paused")?.asBool == true { return .paused }
            let interval = argument("minimumInterval").flatMap { $0.unwrappedDeep }.flatMap(Self.number) ?? 1.0 / 60
            // Frames on a grid from the epoch: the first one is now, to within a frame.
            return .periodic(start: 0, interval: max(interval, 1.0 / 120))
        case "explicit":
            let dates = try symbol.arguments.first.flatMap { try interpreter.elements(of: $0, at: range) } ?? []
            return .explicit(dates.compactMap(\.dateSecondsSince1970).sorted())
        default:
            throw interpreter.failure(.notSimulated("the TimelineView schedule '\(symbol.name)'"), at: range)
        }
    }
}

extension InterpretedViews.TimelineSchedule {
    /// The entry a view showing at `now` displays: the last one not after now (the first one
    /// when all are later).
    func latestEntry(atOrBefore now: Double) -> Double {
        switch self {
        case .periodic(let start, let interval):
            guard now > start else { return start }
            return start + ((now - start) / interval + 1e-9).rounded(.down) * interval
        case .explicit(let dates): return dates.last { $0 <= now } ?? dates.first ?? now
        case .paused: return now
        }
    }

    /// The first entry after `now`, if any.
    func nextEntry(after now: Double) -> Double? {
        switch self {
        case .periodic(let start, let interval):
            guard now >= start else { return start }
            return latestEntry(atOrBefore: now) + interval
        case .explicit(let dates): return dates.first { $0 > now + 1e-9 }
        case .paused: return nil
        }
    }

    /// Nanoseconds between two updates of a periodic schedule.
    var interval: Int64? {
        if case .periodic(_, let interval) = self { Int64((interval * 1e9).rounded()) } else { nil }
    }

    var cadence: String {
        switch self {
        case .periodic(_, let interval) where interval >= 60: "minutes"
        case .periodic(_, let interval) where interval >= 1: "seconds"
        default: "live"
        }
    }
}

/// The updates of one timeline view: each entry of its schedule after now runs `update` when
/// the virtual clock reaches it; cancelled when the view disappears. The clock's job holds
/// neither this object nor the interpreter.
final class TimelineJob {
    private weak var interpreter: Interpreter?
    private let schedule: InterpretedViews.TimelineSchedule
    private let update: (Double) -> Void
    /// The `TimelineView`, named by a preview that never goes idle.
    private let range: SourceRange
    private var pending: ScheduledJob?
    private var isCancelled = false

    init(_ interpreter: Interpreter, _ schedule: InterpretedViews.TimelineSchedule, at range: SourceRange,
         _ update: @escaping (Double) -> Void) {
        self.interpreter = interpreter
        self.range = range
        self.schedule = schedule
        self.update = update
        scheduleNext()
    }

    private func scheduleNext() {
        guard !isCancelled, let interpreter else { return }
        let now = interpreter.virtualDateSeconds
        guard let next = schedule.nextEntry(after: now) else { return }
        let delay = Int64(((next - now) * 1e9).rounded(.up))
        pending = interpreter.executor.enqueue(after: max(delay, 0)) { [weak self] in
            guard let self, !self.isCancelled else { return }
            self.update(next)
            self.scheduleNext()
        }
        pending?.origin = JobOrigin(.timelineView, at: range, every: schedule.interval)
    }

    func cancel() {
        isCancelled = true
        pending?.cancel()
        pending = nil
    }
}

/// `TimelineView.Context`: `date` and `cadence`.
final class TimelineContext: NativeObject, NativeMembers {
    let date: Value
    let cadence: String
    init(date: Value, cadence: String) {
        self.date = date
        self.cadence = cadence
    }
    var runtimeType: RuntimeType { .named("TimelineViewDefaultContext", []) }
    func describe() -> String { "TimelineViewDefaultContext" }
    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "date": date
        case "cadence": .native(SymbolValue(".\(cadence)"))
        default: nil
        }
    }
    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }
}
