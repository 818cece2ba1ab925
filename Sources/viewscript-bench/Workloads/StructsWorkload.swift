extension Workload {
    /// 1,000 structs moved 2,000 times through a mutating method, computed property.
    static let structs = Workload(
        name: "structs",
        summary: "1,000 structs moved 2,000 times through a mutating method, computed property",
        swift: #"""
        struct Particle {
            var x: Int
            var y: Int
            var vx: Int
            var vy: Int

            mutating func move() {
                x += vx
                y += vy
                if x < 0 || x > 1000 { vx = -vx }
                if y < 0 || y > 1000 { vy = -vy }
            }

            var energy: Int { vx * vx + vy * vy }
        }
        func run() {

            var particles: [Particle] = []
            for i in 0..<1000 {
                particles.append(Particle(x: i % 1000, y: (i * 7) % 1000, vx: i % 7 - 3, vy: i % 5 - 2))
            }
            for _ in 0..<2000 {
                for j in 0..<particles.count {
                    particles[j].move()
                }
            }
            var checksum = 0
            for p in particles { checksum += p.x * 3 + p.y + p.energy }
            print(checksum)
        }

        run()
        """#,
        python: #"""
        class Particle:
            __slots__ = ("x", "y", "vx", "vy")

            def __init__(self, x, y, vx, vy):
                self.x = x
                self.y = y
                self.vx = vx
                self.vy = vy

            def move(self):
                self.x += self.vx
                self.y += self.vy
                if self.x < 0 or self.x > 1000:
                    self.vx = -self.vx
                if self.y < 0 or self.y > 1000:
                    self.vy = -self.vy

            @property
            def energy(self):
                return self.vx * self.vx + self.vy * self.vy

        def main():
            particles = []
            for i in range(1000):
                particles.append(Particle(i % 1000, (i * 7) % 1000, i % 7 - 3, i % 5 - 2))
            for _ in range(2000):
                for j in range(len(particles)):
                    particles[j].move()
            checksum = 0
            for p in particles:
                checksum += p.x * 3 + p.y + p.energy
            print(checksum)

        main()
        """#)
}
