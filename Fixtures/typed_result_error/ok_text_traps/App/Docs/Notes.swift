/* Result<String, any Error>
   .failure(LoginError.locked) */
struct Notes {}
