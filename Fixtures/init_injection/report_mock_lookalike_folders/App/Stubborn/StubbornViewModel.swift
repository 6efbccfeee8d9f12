// "Stubborn" is not "Stub".
final class StubbornViewModel {
    let repository = NotesRepository()
}
