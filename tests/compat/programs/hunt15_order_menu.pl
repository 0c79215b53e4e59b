% a menu planner: dishes from facts and from a rule over seasonal produce, listed per course with the order ProbLog gives
0.7::dish(main, stew).
0.5::dish(main, D) :- seasonal(D).
0.6::dish(dessert, pie).
0.4::dish(C, soup) :- C = starter.
0.8::dish(starter, salad).
seasonal(risotto).
menu(C, L) :- findall(D, dish(C, D), L).
query(menu(main, _)). query(menu(starter, _)).
