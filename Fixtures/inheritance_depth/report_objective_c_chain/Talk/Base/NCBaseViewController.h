#import <UIKit/UIKit.h>

#define NC_DECLARE_CONTROLLER(name) @interface name : UIViewController @end

static NSString * const kControllerTemplate = @"@interface NCTemplateController : NCBaseViewController";

NS_ASSUME_NONNULL_BEGIN

/// Base of every Talk screen: theming and keyboard handling.
@interface NCBaseViewController : UIViewController
- (void)applyTheme;
@end

NS_ASSUME_NONNULL_END
