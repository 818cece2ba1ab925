import SwiftUI

struct ItemRow: View {
    let item: GroceryItem

    var body: some View {
        HStack {
            Image(systemName: item.isBought ? "checkmark.circle.fill" : "circle")
            Text(item.name)
            Spacer()
            AisleBadge(aisle: item.aisle)
            if item.quantity > 1 {
                Text("×\(item.quantity)")
            }
        }
    }
}

#Preview {
    ItemRow(item: GroceryItem.samples[0])
}
