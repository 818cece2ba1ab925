import SwiftUI

struct AddItemView: View {
    @EnvironmentObject private var store: GroceryStore
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var aisle = Aisle.produce

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Picker("Aisle", selection: $aisle) {
                    ForEach(Aisle.allCases) { aisle in
                        Text(aisle.rawValue).tag(aisle)
                    }
                }
            }
            .navigationTitle("New Item")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        store.add(name, aisle: aisle)
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                }
            }
        }
    }
}

#Preview {
    AddItemView()
        .environmentObject(GroceryStore())
}
