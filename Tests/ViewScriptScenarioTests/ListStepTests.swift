import Testing
@testable import ViewScriptScenario

/// The list steps' wrong targets: each is a scenario error that says why (the samples under
/// Samples/views/lists show what the steps do).
@Suite struct ListStepTests {
    static let groceries = """
    struct Groceries: View {
        @State private var items = ["Milk", "Eggs"]
        var body: some View {
            List {
                Text("Saturday")
                ForEach(items, id: \\.self) { Text($0) }
                    .onDelete { print("delete", Array($0)); items.remove(atOffsets: $0) }
            }
        }
    }

    """

    private func messages(_ source: String) -> [String] { scenarioFailures(source) }

    @Test func deleteOnAStaticRowListsTheDeletableRows() {
        #expect(messages(Self.groceries + """
        scenario "s" { show Groceries(); delete "Saturday" }
        """) == [#"no row showing "Saturday" to delete has .onDelete; the rows on screen that have: "Milk", "Eggs""#])
    }

    @Test func deleteOutsideAList() {
        #expect(messages("""
        struct V: View {
            @State private var names = ["Ada", "Grace"]
            var body: some View {
                VStack { ForEach(names, id: \\.self) { Text($0) }.onDelete { names.remove(atOffsets: $0) } }
            }
        }
        scenario "s" { show V(); delete "Ada" }
        """) == [#"the row "Ada" is not in a List: only a List's rows can be deleted by a swipe"#])
    }

    @Test func moveWithoutOnMoveAndOutOfRange() {
        #expect(messages(Self.groceries + """
        scenario "s" { show Groceries(); move "Milk" to 1 }
        """) == [#"the row "Milk" has no .onMove around it"#])
        #expect(messages("""
        struct V: View {
            @State private var names = ["Ada", "Grace"]
            var body: some View {
                List { ForEach(names, id: \\.self) { Text($0) }.onMove { names.move(fromOffsets: $0, toOffset: $1) } }
            }
        }
        scenario "s" { show V(); move "Ada" to 3 }
        """) == ["move destination 3 is outside 0...2 (the offset before which the row goes; 2 is after the last row)"])
    }

    @Test func duplicateRowsAreAmbiguous() {
        #expect(messages("""
        struct V: View {
            @State private var names = ["Ada", "Ada"]
            var body: some View {
                List { ForEach(names.indices, id: \\.self) { Text(names[$0]) }.onDelete { names.remove(atOffsets: $0) } }
            }
        }
        scenario "s" { show V(); delete "Ada" }
        """) == [#"2 rows showing "Ada" on screen; delete needs exactly one"#])
    }

    @Test func swipeActionsReplaceSwipeToDelete() {
        #expect(messages("""
        struct V: View {
            @State private var names = ["Ada"]
            var body: some View {
                List {
                    ForEach(names, id: \\.self) { name in
                        Text(name).swipeActions { Button("Pin") { } }
                    }
                    .onDelete { names.remove(atOffsets: $0) }
                }
            }
        }
        scenario "s" { show V(); delete "Ada"; }
        """) == [#"the row "Ada" has .swipeActions, so SwiftUI offers no swipe to delete for its .onDelete; swipe it and tap an action"#])
    }

    @Test func onDeleteIsAMemberOfForEachOnly() {
        #expect(messages("""
        struct V: View { var body: some View { List { Text("a").onDelete { _ in } } } }
        scenario "s" { show V() }
        """) == ["'onDelete' needs a ForEach (DynamicViewContent); it is not a member of other views"])
    }

    @Test func refreshWithoutRefreshableAndNeverFinishing() {
        #expect(messages("""
        struct V: View { var body: some View { List { Text("a") } } }
        scenario "s" { show V(); refresh }
        """) == ["no List or ScrollView on screen has a .refreshable action"])
        #expect(messages("""
        struct V: View {
            var body: some View {
                List { Text("a") }.refreshable { try? await Task.sleep(for: .seconds(7200)) }
            }
        }
        scenario "s" { show V(); refresh }
        """) == ["the refresh action did not finish within an hour of virtual time"])
    }

    @Test func swipeWithoutSwipeActions() {
        #expect(messages(Self.groceries + """
        scenario "s" { show Groceries(); swipe "Milk" }
        """) == [#"no row showing "Milk" to swipe has .swipeActions; the rows on screen that have: there is none"#])
    }

    @Test func listStepsBeforeShow() {
        #expect(messages("""
        scenario "s" { refresh }
        """).count == 1)
    }

    @Test func disabledRowsRefuseTheEdit() {
        #expect(messages("""
        struct V: View {
            @State private var names = ["Ada", "Grace"]
            var body: some View {
                List {
                    ForEach(names, id: \\.self) { Text($0).deleteDisabled($0 == "Ada").moveDisabled(true) }
                        .onDelete { names.remove(atOffsets: $0) }
                        .onMove { names.move(fromOffsets: $0, toOffset: $1) }
                }
            }
        }
        scenario "s" { show V(); delete "Grace" }
        scenario "t" { show V(); delete "Ada" }
        scenario "u" { show V(); move "Grace" to 0 }
        """) == [#"the row "Ada" has .deleteDisabled(true): it cannot be deleted by a swipe"#,
                 #"the row "Grace" has .moveDisabled(true): it cannot be moved"#])
    }
}
