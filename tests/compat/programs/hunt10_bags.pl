% hunt10: drawing from one of two bags and the bag given the colour
0.5::bag(1); 0.5::bag(2).
0.8::draw(red); 0.2::draw(blue) :- bag(1).
0.3::draw(red); 0.7::draw(blue) :- bag(2).
evidence(draw(red)).
query(bag(_)).
