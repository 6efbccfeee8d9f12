struct Theme {}
