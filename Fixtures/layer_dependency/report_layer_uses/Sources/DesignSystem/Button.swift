struct StyledButton {
    let user: User
}
