% hunt12: findall/3 and all/3 with a partial or a given list as result
0.5::item(a). 0.4::item(b). 0.7::item(c).
first(X) :- findall(I, item(I), [X|_]).
has_two(T) :- findall(I, item(I), [_, _|T]).
all_first(X) :- all(I, item(I), [X|_]).
exactly_ab :- findall(I, item(I), [a, b]).
none :- findall(I, item(I), []).
query(first(_)).
query(has_two(_)).
query(all_first(_)).
query(exactly_ab).
query(none).
