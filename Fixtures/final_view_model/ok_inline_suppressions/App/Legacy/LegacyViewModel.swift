// Subclassed by the Objective-C screens of the legacy target.
// archlint:disable:next final_view_model
@MainActor
@objc(ALLegacyViewModel)
class LegacyViewModel: NSObject {
    @objc dynamic var title = ""
}

@MainActor
class BridgeViewModel: NSObject {} // archlint:disable:this final_view_model
