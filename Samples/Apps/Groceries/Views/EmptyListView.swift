import SwiftUI

struct EmptyListView: View {
    var body: some View {
        ContentUnavailableView("No Groceries", systemImage: "cart", description: Text("Tap Add Item to start a list."))
    }
}

#Preview {
    EmptyListView()
}
