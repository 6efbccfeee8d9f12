#import "NCSettingsController.h"

// A category declares no class: NCSettingsController stays unknown to the index.
@interface NCSettingsController (Swift)
- (void)refreshCapabilities;
@end
