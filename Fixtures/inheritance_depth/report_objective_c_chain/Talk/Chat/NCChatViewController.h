#import "NCBaseViewController.h"

// @interface NCCommentedOutController : NCBaseViewController
/* @interface NCBlockCommentedController : NCBaseViewController */

@interface NCChatViewController : NCBaseViewController <UITableViewDelegate, UITableViewDataSource>
@property (nonatomic, strong) NSString *roomToken;
- (void)sendMessage:(NSString *)message;
@end

@interface NCChatViewController (Mentions)
- (void)insertMention:(NSString *)mention;
@end
