% quoted atoms with spaces and capitals, strings, in facts and answers
0.5::says('Alice', "hello world").
0.4::says('Bob', 'good morning').
0.3::says(carol, 'X').
speaker(S) :- says(S, _).
query(says(_, _)).
query(speaker(_)).
