% deterministic externs: string, integer, float and list modes; a bound output is checked
:- use_module('strings_ext.py').
0.4::colour(red). 0.7::colour(blue).
label(L) :- colour(C), join_words(C, ball, L).
split(Q, R) :- divmod_ints(17, 5, Q, R).
half(H) :- halve(3.0, H).
size(N) :- list_size([a, b, c, d], N).
down(L) :- countdown(3, L).
checked :- divmod_ints(17, 5, 3, 2).
wrong :- divmod_ints(17, 5, 3, 1).
query(label(_)). query(split(_, _)). query(half(_)). query(size(_)). query(down(_)).
query(checked). query(wrong).
