% query with partially bound compound
0.5::owns(ann, car(red)). 0.3::owns(ann, car(blue)). 0.2::owns(bob, bike).
query(owns(ann, car(_))).
query(owns(_, bike)).
