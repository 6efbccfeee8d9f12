struct ProfileView {
    let row: SearchRow
}
