#import <UIKit/UIKit.h>

@interface SLKTextViewController : UIViewController
@end
