import Intents

final class IntentHandler: INExtension {
    private let reminders = ReminderRepository()

    override func handler(for intent: INIntent) -> Any {
        reminders
    }
}

final class ReminderRepository {}
