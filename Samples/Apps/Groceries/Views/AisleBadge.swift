import SwiftUI

struct AisleBadge: View {
    let aisle: Aisle

    var body: some View {
        Text(aisle.rawValue)
            .font(.caption)
            .padding(4)
            .background(Color.yellow)
    }
}

#Preview {
    VStack {
        ForEach(Aisle.allCases) { aisle in
            AisleBadge(aisle: aisle)
        }
    }
}
