struct Theme {
    let name: String

    struct Colors {
        static let accent = "AccentColor"
    }

    struct Fonts {
        static let body = "SF Pro"
    }
}

struct Palette {
    struct Colors {
        init(hex: Int) {}
    }
}

let dark = Theme(name: "dark")
// `Palette.Colors(…)` builds the Colors nested in Palette, not Theme's.
let brand = Palette.Colors(hex: 0xFF0000)
// `Styles.Fonts()`: Styles is no project type here, yet Theme.Fonts is nested, so it is not this call's.
let fonts = Styles.Fonts()
