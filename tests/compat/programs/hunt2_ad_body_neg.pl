% annotated disjunctions with bodies containing negation and non-ground heads
item(a). item(b). item(c).
0.5::broken(I) :- item(I).
0.7::repair(I, quick); 0.2::repair(I, slow) :- item(I), broken(I).
0.1::repair(I, slow) :- item(I), \+ broken(I).
fixed_quickly(I) :- repair(I, quick).
all_fine :- \+ repair(_, slow).
query(fixed_quickly(I)). query(repair(b, slow)). query(all_fine).
