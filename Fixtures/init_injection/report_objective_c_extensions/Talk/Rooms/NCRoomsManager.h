#import <Foundation/Foundation.h>

@interface NCRoomsManager : NSObject
+ (instancetype)sharedInstance;
- (void)updateRoomsAndChats;
@end
