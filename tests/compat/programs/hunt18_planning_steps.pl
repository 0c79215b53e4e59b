% planning: a robot moves over three steps with slippery actions, negation on obstacles
cell(0). cell(1). cell(2). cell(3).
0.3::obstacle(C) :- cell(C), C > 0.
0.8::moves(T) :- between(1, 3, T).
at(0, 0).
at(T, C) :- T > 0, T0 is T - 1, at(T0, C0), moves(T), C is C0 + 1, cell(C), \+ obstacle(C).
at(T, C) :- T > 0, T0 is T - 1, at(T0, C0), moves(T), C1 is C0 + 1, cell(C1), obstacle(C1), C = C0.
at(T, C) :- T > 0, T0 is T - 1, at(T0, C), \+ moves(T).
reached(G) :- at(3, G).
query(reached(C)).
query(at(2, C)).
