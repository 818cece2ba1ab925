/// View templates: a list screen, a row, a settings sheet, a detail screen, a `View` extension.
/// Raw strings (`#"""`) keep the generated code's `\(...)` literal; `\#(...)` fills in names.
extension Feature {
    // MARK: List screen

    func listViewStruct(rng: inout SplitMix64) -> String {
        let usesCounter = rng.chance(1, in: 2)
        let counterProperty = usesCounter ? "\n    @State private var clicks = \(counter)()" : ""
        let counterRead = usesCounter ? "clicks.value" : "counter"
        let counterBump = usesCounter ? "clicks.increment()" : "counter += 1"
        return #"""
            struct \#(listView): View {
                @StateObject private var model = \#(model)()
                @State private var query = ""
                @State private var showSettings = false
                @State private var route: \#(route) = .list
                @State var counter = 0\#(counterProperty)
                @Environment(\.dismiss) private var dismiss

                private var visibleItems: [\#(item)] {
                    let trimmed = query.trimmingCharacters(in: .whitespaces)
                    return trimmed.isEmpty
                        ? model.items
                        : model.items.filter { $0.title.localizedCaseInsensitiveContains(trimmed) }
                }

                var body: some View {
                    NavigationStack {
                        \#(stack)(alignment: .leading, spacing: \#(spacing)) {
                            HStack {
                                TextField("Search \#(index)", text: $query)
                                    .textFieldStyle(.roundedBorder)
                                Button {
                                    \#(counterBump)
                                    showSettings.toggle()
                                } label: {
                                    Label("Settings \#(index)", systemImage: "\#(symbol)")
                                }
                            }
                            if model.isLoading && model.items.isEmpty {
                                ProgressView("Loading \(\#(counterRead))")
                            } else if let message = model.errorMessage {
                                Text("Error: \(message)")
                                    .foregroundColor(.red)
                            } else {
                                List {
                                    ForEach(visibleItems) { item in
                                        \#(rowView)(item: item, selected: .constant(route == .detail(id: item.id)))
                                            .onTapGesture {
                                                route = .detail(id: item.id)
                                            }
                                    }
                                    .onDelete { offsets in
                                        model.items.remove(atOffsets: offsets)
                                    }
                                }
                                .listStyle(.plain)
                            }
                            switch route {
                            case .detail(let id):
                                Text("Selected \(id) of \(model.items.count)")
                            case .edit(let item, animated: _):
                                Text("Editing \(item.title)")
                            case .list, .settings:
                                EmptyView()
                            }
                        }
                        .padding(.horizontal, \#(spacing))
                        .navigationTitle("\#(title)")
                        .toolbar {
                            ToolbarItem(placement: .primaryAction) {
                                Button("Load \#(index)") {
                                    Task { await model.load(page: \#(counterRead)) }
                                }
                            }
                        }
                    }
                    .sheet(isPresented: $showSettings) {
                        \#(settingsView)(count: $counter)
                    }
                    .task(id: query) {
                        await model.load()
                    }
                    .onAppear {
                        print("\#(listView) appeared with \(model.items.count) items")
                    }
                    .onChange(of: counter) { oldValue, newValue in
                        print("counter \(oldValue) -> \(newValue)")
                    }
                }
            }

            """#
    }

    // MARK: Row

    func rowViewStruct(rng: inout SplitMix64) -> String {
        let lineLimit = rng.int(1..<4)
        return #"""
            struct \#(rowView): View {
                let item: \#(item)
                @Binding var selected: Bool
                @State private var expanded = false

                init(item: \#(item), selected: Binding<Bool>) {
                    self.item = item
                    self._selected = selected
                }

                var body: some View {
                    VStack(alignment: .leading) {
                        HStack(spacing: \#(spacing)) {
                            Image(systemName: item.isPopular ? "\#(symbol).fill" : "\#(symbol)")
                            Text(item.title)
                                .font(.\#(font))
                                .lineLimit(\#(lineLimit))
                            Spacer()
                            Text("\(item.score, specifier: "%.1f")")
                                .font(.caption)
                                .foregroundColor(item.score > \#(threshold) ? .green : .secondary)
                        }
                        if expanded {
                            ForEach(item.tags, id: \.self) { tag in
                                Text("#\(tag) \(item.tags.count > 1 ? "(\(item.tags.count) tags)" : "")")
                            }
                        }
                    }
                    .contentShape(Rectangle())
                    .onTapGesture(count: 2) {
                        withAnimation(.\#(animation)) {
                            expanded.toggle()
                        }
                    }
                    .background(selected ? Color.\#(color).opacity(0.1) : Color.clear)
                }
            }

            """#
    }

    // MARK: Settings sheet

    func settingsViewStruct(rng: inout SplitMix64) -> String {
        let maximum = rng.int(3..<30)
        return #"""
            struct \#(settingsView): View {
                @Binding var count: Int
                @State private var tint: \#(tint) = .red
                @State private var notify = true
                @Environment(\.dismiss) private var dismiss

                var body: some View {
                    Form {
                        Section("Feature \#(index)") {
                            Stepper("Count: \(count)", value: $count, in: 0...\#(maximum))
                            Toggle("Notify", isOn: $notify)
                            Picker("Tint", selection: $tint) {
                                ForEach(\#(tint).allCases) { tint in
                                    Text(tint.rawValue).tag(tint)
                                }
                            }
                        }
                        Button("Done", role: .cancel) {
                            print("settings \#(index) done: \(count), \(notify)")
                            dismiss()
                        }
                    }
                }
            }

            """#
    }

    // MARK: Detail screen

    func detailViewStruct(rng: inout SplitMix64) -> String {
        let delay = Double(rng.int(1..<20)) / 10
        return #"""
            struct \#(detailView): View {
                @ObservedObject var model: \#(model)
                let id: Int
                @State private var item: \#(item)?
                @State private var log: [String] = []

                var body: some View {
                    ScrollView {
                        VStack(spacing: \#(spacing)) {
                            if let item {
                                Text(item.label)
                                    .font(.title)
                                ForEach(Array(item.tags.enumerated()), id: \.offset) { offset, tag in
                                    HStack {
                                        Text("\(offset + 1).")
                                        Text(tag.capitalized)
                                    }
                                }
                            } else {
                                Text("Loading \#(topic.lowercased()) \(id)...")
                            }
                            ForEach(log.indices, id: \.self) { index in
                                Text(log[index])
                                    .font(.footnote)
                            }
                        }
                    }
                    .onAppear {
                        do {
                            item = try model.fetch(id)
                        } catch let error as \#(loadError) {
                            log.append("error \(error)")
                        } catch {
                            log.append("unexpected \(error)")
                        }
                        DispatchQueue.main.asyncAfter(deadline: .now() + \#(delay)) { [weak model] in
                            guard let model = model else { return }
                            log.append("items: \(model.items.count)")
                        }
                    }
                    .onDisappear {
                        log.removeAll()
                    }
                }
            }

            """#
    }

    // MARK: View extension

    func viewExtension() -> String {
        #"""
        extension View {
            func card\#(index)(padding: CGFloat = \#(spacing), highlighted: Bool = false) -> some View {
                self
                    .padding(padding)
                    .background(
                        RoundedRectangle(cornerRadius: 8)
                            .fill(highlighted ? Color.\#(color).opacity(0.2) : Color.gray.opacity(0.1))
                    )
            }
        }

        """#
    }
}
