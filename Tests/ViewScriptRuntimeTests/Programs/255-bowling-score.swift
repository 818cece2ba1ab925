// exercism style: scoring a game of ten-pin bowling, with errors for invalid rolls.
enum BowlingError: Error { case invalidPins, gameOver, incomplete }
struct Game {
    private var rolls: [Int] = []
    mutating func roll(_ pins: Int) throws {
        guard pins >= 0 && pins <= 10 else { throw BowlingError.invalidPins }
        guard !isComplete else { throw BowlingError.gameOver }
        rolls.append(pins)
    }
    private var frames: (count: Int, index: Int, complete: Bool) {
        var i = 0, frame = 0
        while frame < 10 && i < rolls.count {
            if rolls[i] == 10 {
                if frame == 9 { return (10, i, rolls.count >= i + 3) }
                i += 1
            } else {
                if i + 1 >= rolls.count { return (frame, i, false) }
                if frame == 9 && rolls[i] + rolls[i + 1] == 10 { return (10, i, rolls.count >= i + 3) }
                if frame == 9 { return (10, i, true) }
                i += 2
            }
            frame += 1
        }
        return (frame, i, frame == 10)
    }
    var isComplete: Bool { frames.complete }
    func score() throws -> Int {
        guard isComplete else { throw BowlingError.incomplete }
        var total = 0, i = 0
        for _ in 0..<10 {
            if rolls[i] == 10 { total += 10 + rolls[i + 1] + rolls[i + 2]; i += 1 }
            else if rolls[i] + rolls[i + 1] == 10 { total += 10 + rolls[i + 2]; i += 2 }
            else { total += rolls[i] + rolls[i + 1]; i += 2 }
        }
        return total
    }
}
func play(_ rolls: [Int]) -> String {
    var game = Game()
    do {
        for r in rolls { try game.roll(r) }
        return String(try game.score())
    } catch {
        return "error: \(error)"
    }
}
print(play(Array(repeating: 0, count: 20)))
print(play(Array(repeating: 10, count: 12)))
print(play(Array(repeating: 5, count: 21)))
print(play([10, 7, 3, 9, 0, 10, 0, 8, 8, 2, 0, 6, 10, 10, 10, 8, 1]))
print(play([3, 4]))
print(play([11]))
print(play(Array(repeating: 10, count: 13)))
