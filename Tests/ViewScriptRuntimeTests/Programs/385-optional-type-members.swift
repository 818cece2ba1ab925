// `T?.none`, `T?.some(x)` and `Optional<T>.some(x)`: a type written with `?` or as
// `Optional<T>` names the optional type, whose cases are `none` and `some`; a picker's
// "All" tag of an optional selection is written this way (`.tag(Category?.none)`).
enum Category: String, CaseIterable { case food, travel }

let all = Category?.none
let food: Category? = Category?.some(.food)
let travel = Optional<Category>.some(.travel)
let count = Int?.some(3)
let missing = Optional<Int>.none
print(all as Any, food as Any, travel as Any, count as Any, missing as Any)

let tags: [Category?] = [Category?.none] + Category.allCases.map { Optional($0) }
for tag in tags {
    switch tag {
    case .none: print("All")
    case .some(let category): print(category.rawValue)
    }
}
print(all == nil, food == .food, travel == Category?.some(.travel))
