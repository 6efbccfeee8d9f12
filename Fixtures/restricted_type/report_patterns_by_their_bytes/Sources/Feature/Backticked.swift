struct Backticked {
    // Backticks are not part of the name.
    let short: `Short`
}
