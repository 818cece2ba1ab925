/// Something waiting on the virtual clock: a job to run or a participant to resume.
final class ScheduledEntry {
    enum Action {
        /// `DispatchQueue.main.async`, `asyncAfter`, a timer's next fire.
        case job(ScheduledJob)
        /// A task that starts, wakes from a sleep, or resumes after `yield` or `await task.value`.
        case resumeTask(TaskHandle)
        /// The driver's own code, suspended in a nested run of the loop.
        case resumeDriver(DriverWait)
    }

    let time: Int64
    /// Enqueue order: breaks ties between entries due at the same time (FIFO).
    let sequence: UInt64
    let action: Action
    /// Cancelled entries stay in the heap and are skipped when they come up.
    fileprivate(set) var isCancelled = false

    init(time: Int64, sequence: UInt64, action: Action) {
        self.time = time
        self.sequence = sequence
        self.action = action
    }

    /// Earlier time first, then earlier enqueue.
    fileprivate func precedes(_ other: ScheduledEntry) -> Bool {
        time != other.time ? time < other.time : sequence < other.sequence
    }
}

/// Where the driver's code waits while it is suspended: set when its resumption comes up.
final class DriverWait {
    var isResumed = false
}

/// Virtual time and what is scheduled on it: a binary min-heap ordered by time, then by
/// enqueue order. Nothing here reads the real clock.
struct VirtualClock {
    /// Nanoseconds since the app started.
    private(set) var now: Int64 = 0
    private var heap: [ScheduledEntry] = []
    private var nextSequence: UInt64 = 0
    /// Entries in the heap that are not cancelled.
    private(set) var activeCount = 0

    /// Whether anything is scheduled, now or later.
    var hasPendingWork: Bool { activeCount > 0 }

    /// `now + delay` without overflowing (a negative delay means now).
    func time(after delay: Int64) -> Int64 {
        let (sum, overflow) = now.addingReportingOverflow(max(0, delay))
        return overflow ? .max : sum
    }

    /// Schedules `action` at `time` (never earlier than now), after everything already
    /// scheduled for that time.
    @discardableResult
    mutating func schedule(_ action: ScheduledEntry.Action, at time: Int64) -> ScheduledEntry {
        let entry = ScheduledEntry(time: max(time, now), sequence: nextSequence, action: action)
        nextSequence += 1
        activeCount += 1
        heap.append(entry)
        siftUp(heap.count - 1)
        return entry
    }

    mutating func cancel(_ entry: ScheduledEntry) {
        guard !entry.isCancelled else { return }
        entry.isCancelled = true
        activeCount -= 1
    }

    /// The time of the next entry that will run, if any.
    mutating func nextTime() -> Int64? {
        dropCancelled()
        return heap.first?.time
    }

    /// The next entry that will run, if any, left in place.
    mutating func nextEntry() -> ScheduledEntry? {
        dropCancelled()
        return heap.first
    }

    /// Removes and returns the next entry due at or before `deadline`.
    mutating func popNext(dueBy deadline: Int64) -> ScheduledEntry? {
        dropCancelled()
        guard let first = heap.first, first.time <= deadline else { return nil }
        removeFirst()
        first.isCancelled = true
        activeCount -= 1
        return first
    }

    /// Moves the clock forward (never backward).
    mutating func advance(to time: Int64) { now = max(now, time) }

    mutating func removeAll() {
        for entry in heap {
            entry.isCancelled = true
            if case .job(let job) = entry.action { job.finish() }
        }
        heap.removeAll()
        activeCount = 0
    }

    // MARK: Heap

    private mutating func dropCancelled() {
        while let first = heap.first, first.isCancelled { removeFirst() }
    }

    private mutating func removeFirst() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        siftDown(0)
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1, right = left + 1
            var first = parent
            if left < heap.count && heap[left].precedes(heap[first]) { first = left }
            if right < heap.count && heap[right].precedes(heap[first]) { first = right }
            guard first != parent else { return }
            heap.swapAt(parent, first)
            parent = first
        }
    }
}
