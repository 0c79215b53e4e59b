% printing: strings, quoted atoms, negative numbers and floats in answers
0.5::label("High risk"). 0.5::label('Low risk').
0.3::reading(-5). 0.7::reading(2.5).
0.4::tag('Alarm!'). 0.6::tag(ok).
0.2::pair('New York', -1.5).
status(S) :- label(S).
cold :- reading(X), X < 0.
query(status(S)).
query(reading(X)).
query(tag(T)).
query(pair(A, B)).
query(cold).
