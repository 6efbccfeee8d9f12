struct Item {}
struct Element {}
struct Row {}
struct Model {}
struct Value {}
struct Route {}
protocol Loader {}
struct Page {}
