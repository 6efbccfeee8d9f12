#import "NCChatViewController.h"

@interface NCChatViewController ()
@property (nonatomic, assign) BOOL isVisible;
@end

@interface NCImplementationOnlyController : NCChatViewController
@end

@implementation NCChatViewController
- (void)sendMessage:(NSString *)message {}
@end
