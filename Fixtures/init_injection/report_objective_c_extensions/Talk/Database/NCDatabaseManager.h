#import <Foundation/Foundation.h>

@class TalkAccount;

@interface NCDatabaseManager : NSObject
+ (instancetype)sharedInstance;
- (TalkAccount *)activeAccount;
@end
