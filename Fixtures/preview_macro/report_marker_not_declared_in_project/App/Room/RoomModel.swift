struct RoomModel {
    let name: String
}
