% query order of answers from open query and ground queries mixed
0.1::n(3). 0.2::n(1). 0.3::n(2).
query(n(2)).
query(n(_)).
query(n(5)).
