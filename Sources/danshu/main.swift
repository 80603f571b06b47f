print("danshu")
